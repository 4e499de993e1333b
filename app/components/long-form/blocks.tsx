import { Info } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { Block } from "../../content/long-form.ts";

const paragraph = "mt-4 leading-7 text-slate-700";
const list = "mt-4 grid gap-2 pl-6 leading-7 text-slate-700 marker:text-primary";
const link = "font-medium text-primary underline underline-offset-2 hover:text-primary-hover";

/** True for our own pages (client navigation), false for mailto:, tel: and other sites. */
const isInternal = (to: string) => to.startsWith("/");

function Table({ block }: { block: Extract<Block, { type: "table" }> }) {
  const captionId = useId();
  return (
    // Wide tables scroll inside their own region on narrow screens; a scrolling region must be
    // reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption id={captionId} className="bg-surface px-4 py-3 text-left font-semibold text-ink">
          {block.caption}
        </caption>
        <thead>
          <tr className="border-y border-line bg-primary-soft">
            {block.head.map((cell, i) => (
              <th
                key={i}
                scope="col"
                className="px-4 py-3 font-semibold text-ink first:sticky first:left-0 first:bg-inherit"
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r} className="border-b border-line bg-white last:border-0 even:bg-surface">
              {row.map((cell, c) =>
                c === 0 ? (
                  <th
                    key={c}
                    scope="row"
                    className="sticky left-0 bg-inherit px-4 py-3 font-medium text-ink"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={c} className="px-4 py-3 text-slate-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One block of a long-form document; the only place its typography is defined. */
export function LongFormBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "p":
      return <p className={paragraph}>{block.text}</p>;
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List className={`${list} ${List === "ul" ? "list-disc" : "list-decimal"}`}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </List>
      );
    }
    case "dl":
      return (
        <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-xl border border-line p-5 sm:grid-cols-[max-content_1fr]">
          {block.items.map((item, i) => (
            <div key={i} className="contents">
              <dt className="font-semibold text-ink">{item.term}</dt>
              <dd className="text-slate-700 [overflow-wrap:anywhere]">
                {item.href ? (
                  <a href={item.href} className={link}>
                    {item.detail}
                  </a>
                ) : (
                  item.detail
                )}
              </dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return <Table block={block} />;
    case "note":
      return (
        <p className="mt-6 flex gap-3 rounded-xl border border-primary/20 bg-primary-soft p-4 leading-7 text-ink">
          <Info aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
          <span>{block.text}</span>
        </p>
      );
    case "links":
      return (
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {block.items.map((item) => (
            <li key={item.href}>
              {isInternal(item.href) ? (
                <Link to={item.href} className={link}>
                  {item.label}
                </Link>
              ) : (
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      );
  }
}
