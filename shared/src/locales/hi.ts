// Compiled from hi.po by `npm run i18n:compile` (shared/scripts/compile-messages.ts): do not edit.
import type { CompiledCatalogue } from '../messages';

export const messages: CompiledCatalogue = {};
