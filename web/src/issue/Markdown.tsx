import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

const remarkPlugins = [remarkGfm];
// GitHub's allowlist: raw HTML in what users write never reaches the page as HTML.
const rehypePlugins = [rehypeSanitize];

const components: Components = {
  // A task list's box is read-only and needs a name to be announced as what it is.
  input: ({ node: _node, ...props }) =>
    props.type === 'checkbox' ? <input {...props} aria-label="Task" /> : <input {...props} />,
};

/** Text people wrote (descriptions, comments) rendered as GitHub-flavoured Markdown. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
