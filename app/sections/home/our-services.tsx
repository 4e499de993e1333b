import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "../../components/check-list.tsx";
import { Section } from "../../components/section.tsx";
import type { HomeView } from "../../i18n/home.server.ts";
import { href } from "../../i18n/href.ts";
import { useLanguage } from "../../i18n/language.tsx";

/** Our own illustrations, one per card in the content's order. */
const images = [
  "/images/home/service-assistants.svg",
  "/images/home/service-automation.svg",
  "/images/home/service-apps.svg",
];

/** 'Our Services': virtual assistants, process automation, application development (docs/product/spec.md §2). */
export function OurServices({ content }: { content: HomeView["ourServices"] }) {
  const { lang } = useLanguage();
  const { items, more, ...headline } = content;
  return (
    <Section id="nuestros-servicios" tone="muted" headline={headline} hydrate={false}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item, i) => (
          <li
            key={item.title}
            className="flex flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-sm"
          >
            <img
              src={images[i]}
              alt=""
              width={400}
              height={220}
              loading="lazy"
              decoding="async"
              className="aspect-[40/22] w-full bg-primary-soft object-cover"
            />
            <div className="flex grow flex-col p-6 sm:p-7">
              <h3 className="text-xl font-bold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
              <CheckList
                items={item.points}
                className="mt-5 grow content-start gap-2"
                itemClassName="text-[15px]"
              />
              <Link
                to={href(item.route, lang)}
                className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-primary hover:underline"
              >
                {more}
                <span className="sr-only">: {item.title}</span>
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
