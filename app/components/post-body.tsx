/**
 * A post's body: HTML that the server rendered from Markdown with raw HTML disabled and links and
 * images restricted (server/blog/markdown.ts), so it is safe to insert as it is.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`max-w-none text-lg leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_img]:mt-6 [&_img]:rounded-2xl [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-surface [&_pre]:p-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 ${className ?? ""}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
