import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

const remarkPlugins = [remarkGfm];
// GitHub's allowlist: raw HTML in what users write never reaches the page as HTML.
const rehypePlugins = [rehypeSanitize];

/** Text people wrote (descriptions, comments) rendered as GitHub-flavoured Markdown. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
