/** Texts of the public blog (/blog, /blog/:slug). */
export const blogEs = {
  readMore: "Leer «{title}»",
  publishedOn: "Publicado el {date}",
  tags: "Etiquetas",
  back: "Volver al blog",
  pagination: {
    label: "Páginas del blog",
    previous: "Artículos más recientes",
    next: "Artículos anteriores",
    page: "Página {page} de {pages}",
  },
};
