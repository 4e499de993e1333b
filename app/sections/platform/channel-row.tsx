import { ChannelIcon } from "../../components/channel-icon.tsx";
import { Section } from "../../components/section.tsx";
import { channels } from "../../content/business.ts";
import type { PlatformContent } from "../../content/es/platform.ts";

/** The six supported channels (docs/product/spec.md §1), with our own icons. */
export function ChannelRow({ id, texts }: { id: string; texts: PlatformContent["channels"] }) {
  return (
    <Section id={id} headline={texts} reveal={false} hydrate={false} className="!pt-0">
      <ul className="mx-auto grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {channels.map((c) => (
          <li
            key={c}
            className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-3 py-5 shadow-sm"
          >
            <ChannelIcon channel={c} size="lg" />
            <span aria-hidden className="text-sm font-semibold">
              {c}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
