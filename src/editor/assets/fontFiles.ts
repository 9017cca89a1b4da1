/**
 * Where each text font's files are served: Vite copies them out of the @fontsource packages into
 * the build (hashed, cached for a year) and gives their URLs. Only the editor imports this
 * module, so no other page carries a font of the text items.
 */
import type { FontSubset } from '../../shared/textFonts.ts';
import montserratLatin from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2?url';
import montserratLatinExt from '@fontsource/montserrat/files/montserrat-latin-ext-600-normal.woff2?url';
import pacificoLatin from '@fontsource/pacifico/files/pacifico-latin-400-normal.woff2?url';
import pacificoLatinExt from '@fontsource/pacifico/files/pacifico-latin-ext-400-normal.woff2?url';
import greatVibesLatin from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url';
import greatVibesLatinExt from '@fontsource/great-vibes/files/great-vibes-latin-ext-400-normal.woff2?url';
import lobsterLatin from '@fontsource/lobster/files/lobster-latin-400-normal.woff2?url';
import lobsterLatinExt from '@fontsource/lobster/files/lobster-latin-ext-400-normal.woff2?url';
import caveatLatin from '@fontsource/caveat/files/caveat-latin-600-normal.woff2?url';
import caveatLatinExt from '@fontsource/caveat/files/caveat-latin-ext-600-normal.woff2?url';
import permanentMarkerLatin from '@fontsource/permanent-marker/files/permanent-marker-latin-400-normal.woff2?url';
import playfairDisplayLatin from '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url';
import playfairDisplayLatinExt from '@fontsource/playfair-display/files/playfair-display-latin-ext-600-normal.woff2?url';
import cinzelLatin from '@fontsource/cinzel/files/cinzel-latin-600-normal.woff2?url';
import cinzelLatinExt from '@fontsource/cinzel/files/cinzel-latin-ext-600-normal.woff2?url';
import abrilFatfaceLatin from '@fontsource/abril-fatface/files/abril-fatface-latin-400-normal.woff2?url';
import abrilFatfaceLatinExt from '@fontsource/abril-fatface/files/abril-fatface-latin-ext-400-normal.woff2?url';
import bebasNeueLatin from '@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2?url';
import bebasNeueLatinExt from '@fontsource/bebas-neue/files/bebas-neue-latin-ext-400-normal.woff2?url';
import spaceMonoLatin from '@fontsource/space-mono/files/space-mono-latin-400-normal.woff2?url';
import spaceMonoLatinExt from '@fontsource/space-mono/files/space-mono-latin-ext-400-normal.woff2?url';
import pressStart2PLatin from '@fontsource/press-start-2p/files/press-start-2p-latin-400-normal.woff2?url';
import pressStart2PLatinExt from '@fontsource/press-start-2p/files/press-start-2p-latin-ext-400-normal.woff2?url';

/** The woff2 file of each family's subsets (shared/textFonts lists which a family has). */
export const fontFileUrls: Readonly<Record<string, Partial<Record<FontSubset, string>>>> = {
  Montserrat: { latin: montserratLatin, 'latin-ext': montserratLatinExt },
  Pacifico: { latin: pacificoLatin, 'latin-ext': pacificoLatinExt },
  'Great Vibes': { latin: greatVibesLatin, 'latin-ext': greatVibesLatinExt },
  Lobster: { latin: lobsterLatin, 'latin-ext': lobsterLatinExt },
  Caveat: { latin: caveatLatin, 'latin-ext': caveatLatinExt },
  'Permanent Marker': { latin: permanentMarkerLatin },
  'Playfair Display': { latin: playfairDisplayLatin, 'latin-ext': playfairDisplayLatinExt },
  Cinzel: { latin: cinzelLatin, 'latin-ext': cinzelLatinExt },
  'Abril Fatface': { latin: abrilFatfaceLatin, 'latin-ext': abrilFatfaceLatinExt },
  'Bebas Neue': { latin: bebasNeueLatin, 'latin-ext': bebasNeueLatinExt },
  'Space Mono': { latin: spaceMonoLatin, 'latin-ext': spaceMonoLatinExt },
  'Press Start 2P': { latin: pressStart2PLatin, 'latin-ext': pressStart2PLatinExt },
};
