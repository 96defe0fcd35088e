import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

interface Message {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

const FeedbackContext = createContext<(text: string, tone?: Message['tone']) => void>(() => {});

/** Says what an action did, in a live region screen readers announce. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<Message[]>([]);
  const notify = useCallback((text: string, tone: Message['tone'] = 'success') => {
    const id = Date.now() + Math.random();
    setMessages((current) => [...current.slice(-2), { id, text, tone }]);
    setTimeout(() => setMessages((current) => current.filter((m) => m.id !== id)), 6000);
  }, []);
  return (
    <FeedbackContext.Provider value={notify}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {messages.map((message) => (
          <p key={message.id} className={`toast toast-${message.tone}`}>
            {message.text}
          </p>
        ))}
      </div>
    </FeedbackContext.Provider>
  );
}

export function useFeedback() {
  return useContext(FeedbackContext);
}
