import type { ReactNode } from "react";

/**
 * The admin's tables: a card that scrolls sideways on narrow screens, a caption for screen
 * readers and one header row; the caller gives the body's rows.
 */
export function AdminTable({ caption, headings, children }: Props) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type Props = { caption: string; headings: string[]; children: ReactNode };
