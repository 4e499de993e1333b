import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge (8 KB gz): components avoid passing classes that
 * conflict with their own instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
