import type { Lang } from "../content/routes.ts";

/** The admin lives at /admin (Spanish) and /en/admin (English); neither is in the route table. */
export const adminBase = (lang: Lang) => (lang === "en" ? "/en/admin" : "/admin");

export const adminPaths = (lang: Lang) => {
  const base = adminBase(lang);
  return {
    posts: base,
    login: `${base}/login`,
    logout: `${base}/logout`,
    newPost: `${base}/posts/new`,
    post: (id: number) => `${base}/posts/${id}`,
    settings: `${base}/settings`,
    leads: `${base}/leads`,
    leadsCsv: `${base}/leads.csv`,
    bookings: `${base}/bookings`,
    booking: (id: string) => `${base}/bookings/${id}`,
    bookingsCsv: `${base}/bookings.csv`,
    availability: `${base}/availability`,
    outbox: `${base}/outbox`,
  };
};
