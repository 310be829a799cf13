// The referee's questions: language-neutral structure (ids, topics, which editions, player counts
// and My First levels each answer applies to, the rules facts it states, the rulebook sections it
// comes from), one file per topic. The wording lives in ../answers/{en,de,fr}.ts.
import * as harvesting from './harvesting.ts';
import * as fields from './fields.ts';
import * as trading from './trading.ts';
import * as turn from './turn.ts';
import * as end from './end.ts';
import * as children from './children.ts';
import * as spells from './spells.ts';
import type { Question } from './types.ts';

export * from './types.ts';
export { SECTIONS, type SectionId } from './sections.ts';

/** The questions, in reading order. */
export const QUESTIONS = [
	harvesting.harvestOtherTurn,
	fields.thirdField,
	trading.tradeHandCards,
	trading.othersTrade,
	trading.receivedCards,
	trading.plantOrder,
	trading.gifts,
	trading.flippedCards,
	trading.tradeGoesOn,
	trading.promises,
	trading.coinsInTrades,
	turn.secondCard,
	turn.firstCardNoField,
	turn.emptyHand,
	turn.handOrder,
	turn.drawnCards,
	harvesting.protection,
	harvesting.harvestNothing,
	harvesting.wholeField,
	harvesting.coins,
	fields.oneKindPerField,
	end.passes,
	end.runOutTrading,
	end.runOutDrawing,
	end.handCardsAtEnd,
	end.finalHarvest,
	end.tieBreak,
	turn.startPlayer,
	children.myFirstLine,
	children.myFirstSteps,
	turn.duelTurn,
	turn.duelOffer,
	spells.spellWhen,
	spells.beanMagic,
	spells.swordAttack,
	spells.temporaryField,
	spells.spellValue,
	end.finalHarvestSingle,
	harvesting.singleNextToEmpty,
	end.reshuffleWhen,
	children.coveredBeans,
	trading.othersGive,
	spells.magicNewField,
	spells.magicTwoFields,
	spells.handCardSpellGifts,
	spells.swapAfterDraw,
	spells.randomDrawsSwap,
	spells.pileSpellMagicBean,
	spells.enchantedCoin,
	spells.flowTrading,
	spells.attackNoCoins,
	fields.thirdFieldInBox,
	turn.deal,
	turn.secondCardBeforeFlip,
	trading.tradeOutsidePhase,
	trading.tradeWithdraw,
	trading.showHand,
	turn.discardAndCoins,
	fields.thirdFieldFinalHarvest,
	spells.spellTwice,
	spells.capeFinalHarvest,
	spells.runOutSpell,
	spells.stealEmptyHand
] as const satisfies readonly Question[];

export type QuestionEntry = (typeof QUESTIONS)[number];
export type QuestionId = QuestionEntry['id'];
