// The public booking machine on XState: the domain's definition (./public-booking-definition.ts)
// with the three calls as placeholder actors the app provides. The staff app's stories and the tests
// run this one; the page and the widget run the same definition on ./statechart/interpreter.ts.
import { fromPromise, setup } from 'xstate';
import type { SlotsResponse } from '../schemas/appointments.ts';
import type { PublicBookingResponse, PublicStudioInfo } from '../schemas/public-booking.ts';
import {
  publicBookingChart,
  publicBookingDefinition,
  type BookInput,
  type FindSlotsInput,
  type PublicBookingContext,
  type PublicBookingEvent,
  type PublicBookingInput,
  type PublicBookingOutput,
  type PublicBookingTag,
} from './public-booking-definition.ts';
import { xstateActions, xstateConfig, xstateGuards } from './statechart/xstate.ts';
import { notProvided } from './placeholders.ts';

export * from './public-booking-definition.ts';

const MACHINE = 'publicBookingMachine';

const publicBookingSetup = setup({
  types: {
    context: {} as PublicBookingContext,
    events: {} as PublicBookingEvent,
    input: {} as PublicBookingInput,
    output: {} as PublicBookingOutput,
    tags: {} as PublicBookingTag,
  },
  actors: {
    loadStudio: fromPromise<PublicStudioInfo, { studioId: string }>(async () =>
      notProvided(MACHINE, 'loadStudio'),
    ),
    findSlots: fromPromise<SlotsResponse, FindSlotsInput>(async () =>
      notProvided(MACHINE, 'findSlots'),
    ),
    book: fromPromise<PublicBookingResponse, BookInput>(async () => notProvided(MACHINE, 'book')),
  },
  guards: xstateGuards(publicBookingDefinition),
  actions: xstateActions(publicBookingDefinition),
  delays: publicBookingDefinition.delays,
});

export const publicBookingMachine = publicBookingSetup.createMachine(
  xstateConfig(publicBookingDefinition, publicBookingChart),
);
