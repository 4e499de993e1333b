import { Quote, Star } from "lucide-react";
import { Avatar } from "../../components/avatar.tsx";
import { Section } from "../../components/section.tsx";
import { StaticIsland } from "../../components/static-island.tsx";
import type { HomeView } from "../../i18n/home.server.ts";

/** Three testimonials with their star rating, shown as stars and readable as text (docs/product/spec.md §2). */
export function Testimonials({ content }: { content: HomeView["testimonials"] }) {
  const { items, ...headline } = content;
  return (
    <Section id="testimonios" headline={headline}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="relative flex h-full flex-col rounded-3xl border border-line bg-white p-7 shadow-sm">
              {/* Only the picture below has a script (its fallback on error). */}
              <StaticIsland className="contents">
                <Quote className="absolute top-6 right-6 size-10 text-primary/10" aria-hidden />
                <p className="flex items-center gap-0.5">
                  {Array.from({ length: item.rating }, (_, i) => (
                    <Star key={i} className="size-5 fill-amber-400 text-amber-400" aria-hidden />
                  ))}
                  <span className="sr-only">{item.ratingLabel}</span>
                </p>
                <blockquote className="mt-5 grow text-[17px] leading-relaxed text-ink">
                  <p>“{item.text}”</p>
                </blockquote>
              </StaticIsland>
              <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-5">
                <Avatar src={item.image} name={item.name} />
                <span>
                  <span className="block font-bold">{item.name}</span>
                  <span className="block text-sm text-muted">{item.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
