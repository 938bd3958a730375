// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { installNotFound, NOT_FOUND_ATTRIBUTE, ROUTES_DATA_ID } from '@/enhance/not-found';
import { decodeRoutes } from '@/lib/nearest-routes';
import { pageDirectory } from '@/nav';
import NotFound from './not-found';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the 404 page', () => {
  it('carries an empty container and the navigation’s pages, which the enhancer turns into help for the missing address', () => {
    const html = renderToStaticMarkup(<NotFound />);
    history.replaceState(null, '', '/guides/auth/sesions');
    document.body.innerHTML = html;
    const container = document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)!;
    expect(container.childNodes).toHaveLength(0);
    expect(decodeRoutes(document.getElementById(ROUTES_DATA_ID)!.textContent)).toEqual(pageDirectory());
    installNotFound(document);
    expect(container.querySelector('button')!.getAttribute('data-search-query')).toBe('auth sesions');
    expect(container.querySelector('li > a')!.getAttribute('href')).toBe('/guides/auth/sessions');
  });

  it('keeps the page list inert: nothing in it reads as markup or can close its script', () => {
    const html = renderToStaticMarkup(<NotFound />);
    const data = html.split(`id="${ROUTES_DATA_ID}">`)[1]!.split('</script>')[0]!;
    expect(pageDirectory().some((p) => p.title.includes('&'))).toBe(true);
    expect(data).not.toMatch(/[<>&]/);
    expect(decodeRoutes(data)).toEqual(pageDirectory());
  });
});
