export type CssomStyle = Partial<
  Record<'backgroundColor' | 'borderColor' | 'backgroundImage', string>
>;

/**
 * A data-driven style (a category's colour) as a ref that sets it through the CSSOM, instead of a
 * `style` prop: the strict CSP blocks style attributes in server-rendered HTML (decision 0007),
 * while a script may set `element.style`. The server's markup has none; hydration adds it.
 */
export const cssomStyle = (style: CssomStyle | undefined) => (element: HTMLElement | null) => {
  if (!element) return;
  element.removeAttribute('style');
  if (style) Object.assign(element.style, style);
};
