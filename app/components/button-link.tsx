import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { RouteId } from "../content/routes.ts";
import { href } from "../i18n/href.ts";
import { useLanguage } from "../i18n/language.tsx";
import { cn } from "../lib/cn.ts";
import { buttonVariants } from "./ui/button.tsx";

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, "to"> &
  VariantProps<typeof buttonVariants> & { to: RouteId };

/** A link to one of our pages, in the visitor's language, that looks like a button. */
export function ButtonLink({ to, variant, size, className, ...props }: ButtonLinkProps) {
  const { lang } = useLanguage();
  return (
    <Link
      to={href(to, lang)}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
