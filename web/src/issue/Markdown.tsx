import { useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { rehypeMentionChips, type MentionTargets } from '../mentions/api';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** Content of these holds blocks; anywhere else an HTML node sits among text. */
const FLOW = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/**
 * HTML written in Markdown (`<button>`, `<script>`…) stays what the person typed: text,
 * shown escaped, never dropped and never run. Inline HTML becomes text where it stood; an
 * HTML block becomes a paragraph of its text.
 */
function remarkHtmlAsText() {
  const visit = (node: MdNode) => {
    node.children = node.children?.map((child) => {
      if (child.type !== 'html') {
        visit(child);
        return child;
      }
      const text = { type: 'text', value: child.value ?? '' };
      return FLOW.has(node.type) ? { type: 'paragraph', children: [text] } : text;
    });
  };
  return visit;
}

const remarkPlugins = [remarkGfm, remarkHtmlAsText];

const components: Components = {
  // A task list's box is read-only and needs a name to be announced as what it is.
  input: ({ node: _node, ...props }) =>
    props.type === 'checkbox' ? <input {...props} aria-label="Task" /> : <input {...props} />,
  // A member's mention (made by rehypeMentionChips, never by what was written) stays in the app.
  a: ({ node, href, ...props }) =>
    node?.properties.dataMention && href ? (
      <Link to={href} {...props} />
    ) : (
      <a href={href} {...props} />
    ),
};

interface MarkdownProps {
  children: string;
  /** The workspace's members by handle: their `@handle` shows as a chip. */
  mentions?: MentionTargets;
}

/** Text people wrote (descriptions, comments) rendered as GitHub-flavoured Markdown. */
export function Markdown({ children, mentions }: MarkdownProps) {
  // GitHub's allowlist first, as a second line of defence: no HTML element reaches the page
  // from what users write, whatever a plugin lets through; chips are added after it.
  const rehypePlugins = useMemo(() => [rehypeSanitize, rehypeMentionChips(mentions)], [mentions]);
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
