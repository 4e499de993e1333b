import { Home, RotateCw } from "lucide-react";
import { useLocation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useLanguage } from "../../i18n/language.tsx";
import { ButtonLink } from "../../components/button-link.tsx";

/** The spec's 404 screen. 'Recargar página' reloads the same path (caches are handled by headers). */
export function NotFoundScreen() {
  const { m } = useLanguage();
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 pt-28 pb-16 text-center">
      <p className="text-7xl font-extrabold text-primary sm:text-8xl">{m.notFound.code}</p>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {m.notFound.title}
      </h1>
      <p className="mt-4 text-lg text-muted">
        {m.notFound.message}{" "}
        <code className="rounded bg-surface px-2 py-1 break-all text-ink">{pathname}</code>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="home" variant="primary">
          <Home aria-hidden />
          {m.notFound.home}
        </ButtonLink>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          {m.notFound.reload}
        </Button>
      </div>
    </section>
  );
}
