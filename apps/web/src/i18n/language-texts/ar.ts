import { PAGE_TEXTS_AR } from '@chhiwat/core';
import own from '../ar.json';
import { mergeTexts } from '../translate.ts';

/** One language's texts, the app's and the page texts from core, as one chunk (texts.ts). */
export default mergeTexts(own, PAGE_TEXTS_AR);
