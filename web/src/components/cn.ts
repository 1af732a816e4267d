import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts between Tailwind classes (tailwind-merge did, at 6 KB gzipped in
 * the landing page's first download): a component's look is chosen by its variant props, and a caller's className
 * adds layout (margins, width, position), never a second value for a property the component already sets.
 * cn.test.ts checks every use of a shared component in web/src against that rule.
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
