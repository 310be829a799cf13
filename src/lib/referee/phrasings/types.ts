// The ways players ask each question, per language: searched (the index's `phrasings` field), never
// shown. Keyed by question id, so a question without its phrasings, or phrasings for an unknown id,
// is a typecheck error; phrasings.test.ts checks there are at least six per question.
import type { QuestionId } from '../questions/index.ts';

export type Phrasings = { readonly [Q in QuestionId]: readonly string[] };
