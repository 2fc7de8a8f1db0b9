// jsdom computes a custom property only on the element whose rule declares it (the theme declares its
// colours on :root and under the colour-scheme attribute) and leaves var() unresolved in other
// properties. This resolves var() as a browser does: from the nearest ancestor (or the element itself)
// that has the property, else the fallback.

function customProperty(element: Element, name: string): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).getPropertyValue(name).trim();
    if (value) return value;
  }
  return '';
}

const VAR = /var\(\s*(--[\w-]+)\s*(?:,\s*((?:[^()]|\([^()]*\))*))?\)/;

function resolve(value: string, element: Element, depth = 0): string {
  if (depth > 10) throw new Error(`Circular CSS variables in ${value}`);
  const match = VAR.exec(value);
  if (!match) return value;
  const [whole, name, fallback = ''] = match;
  const replacement = customProperty(element, name) || fallback.trim();
  return resolve(value.replace(whole, replacement), element, depth + 1);
}

/** A property's computed value on an element, with the theme's CSS variables resolved. */
export function computedValue(element: Element, property: string): string {
  return resolve(getComputedStyle(element).getPropertyValue(property), element);
}
