/**
 * A static page's URLs are relative to its own place ("../../assets/x.svg", "../../contact/"). The
 * take-over moves the address to the site's root, against which they would name other files (a
 * picture still to load lazily, a link under a sub-path deploy). So first each becomes the absolute
 * URL it names now; the app's own URLs are absolute too, so the two agree.
 */
export function absoluteUrls(root: Element, base: string): void {
  const absolute = (url: string) => new URL(url, base).href;
  const relative = (url: string) => !/^(?:#|[a-z][a-z\d+.-]*:)/i.test(url);
  for (const el of root.querySelectorAll('[href], [src], [srcset], form[action]')) {
    for (const name of ['href', 'src', 'action']) {
      const value = el.getAttribute(name);
      if (value && relative(value)) el.setAttribute(name, absolute(value));
    }
    const set = el.getAttribute('srcset');
    // A data: URL holds a comma of its own, and needs nothing.
    if (set && relative(set)) {
      const candidates = set.split(/,\s+/).map((c) => c.trim().split(/\s+/));
      el.setAttribute('srcset', candidates.map(([url = '', ...rest]) => [absolute(url), ...rest].join(' ')).join(', '));
    }
  }
}
