import { data } from "react-router";

// Posts arrive with the admin (issue 9); until one exists, every slug is not found.
export function loader() {
  throw data(null, { status: 404 });
}

export default function BlogPostPage() {
  return null;
}
