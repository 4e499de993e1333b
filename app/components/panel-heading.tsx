/** Heading of a block inside a section or tab panel: an h2 with a short lead. */
export function PanelHeading({ title, text }: { title: string; text?: string }) {
  return (
    <header className="mx-auto mb-10 max-w-2xl text-center">
      <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h2>
      {text && <p className="mt-3 text-lg text-muted">{text}</p>}
    </header>
  );
}
