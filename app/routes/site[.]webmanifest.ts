import { loadSiteConfig } from "../config/site-config.server.ts";

export function loader() {
  const site = loadSiteConfig();
  const manifest = {
    name: site.companyName,
    short_name: site.companyName,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0a6e6e",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return Response.json(manifest, {
    headers: {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
