import { textFonts } from '../../shared/textFonts.ts';
import { PageShell } from '../components/PageShell.tsx';
import { useDocumentTitle } from '../storefront/useDocumentTitle.ts';

const mitPermission =
  'Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions: The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.';

/** Fonts under the Apache License rather than the Open Font License (their packages say which). */
const apacheFonts = new Set(['Permanent Marker']);

/**
 * The credits the licences of the art and fonts on our cases ask for (issue 34): each set, who
 * made it and its licence, linked from the footer.
 */
export function CreditsPage() {
  useDocumentTitle('Credits');
  const oflFonts = textFonts.filter((font) => !apacheFonts.has(font.family)).map((font) => font.family);
  return (
    <PageShell mainClassName="prose">
      <h1>Credits</h1>
      <p className="prose__lead">
        The emoji, shapes and fonts you can put on a case come from open sets whose licences allow printing them on
        products that are sold. We thank their makers; here is what each set is and its licence.
      </p>

      <h2>Fluent Emoji Flat</h2>
      <p>
        Most emoji in the Emoji &amp; Shapes library are Microsoft’s{' '}
        <a href="https://github.com/microsoft/fluentui-emoji">Fluent Emoji</a> in their Flat style, used unchanged.
        Copyright (c) Microsoft Corporation. Licensed under the MIT License:
      </p>
      <p className="credits__licence">{mitPermission}</p>

      <h2>Twemoji</h2>
      <p>
        The country and region flags, and the few emoji Fluent Emoji does not have yet, are{' '}
        <a href="https://github.com/jdecked/twemoji">Twemoji</a> graphics, used unchanged. Copyright 2019 Twitter, Inc
        and other contributors; copyright 2024 jdecked and other contributors. Licensed under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a> (Creative Commons Attribution 4.0
        International).
      </p>

      <h2>Emoji names and keywords</h2>
      <p>
        The library’s search uses the names and keywords of <a href="https://emojibase.dev">Emojibase</a>, copyright
        (c) 2017-2019 Miles Johnson, licensed under the MIT License (above), which are drawn from the Unicode Common
        Locale Data Repository (CLDR), copyright Unicode, Inc., under the{' '}
        <a href="https://www.unicode.org/license.txt">Unicode License</a>.
      </p>

      <h2>Shapes</h2>
      <p>The library’s shapes (heart, star, badge, speech bubble and the others) are drawn by us for this store.</p>

      <h2>Fonts</h2>
      <p>
        The fonts for words on a case are served from the <a href="https://fontsource.org">Fontsource</a> packages of
        Google Fonts: {oflFonts.join(', ')} under the{' '}
        <a href="https://openfontlicense.org">SIL Open Font License 1.1</a>; {[...apacheFonts].join(', ')} under the{' '}
        <a href="https://www.apache.org/licenses/LICENSE-2.0">Apache License 2.0</a>.
      </p>
    </PageShell>
  );
}
