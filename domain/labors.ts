/**
 * Spec 1's labors that are permissions of their own ("executive call", "executive
 * supervisor"): they open no screen, only what a screen offers (the call queue's button, the
 * approval of a discount). The opportunities area declares them (`labors`), and the permission
 * catalogue lists them with the route table's.
 */

/** Takes calls from the queue ("Siguiente llamado", domain/calls.ts). */
export const EXECUTIVE_CALL = 'opportunities: executive_call';

/** Approves the discounts above the limit (domain/entities/discountRequests.ts). */
export const EXECUTIVE_SUPERVISOR = 'opportunities: executive_supervisor';

/** Emits contract requests: takes them from the queue («Sin asignar», assignments 4 and 81). */
export const SUBSCRIBER = 'contract_requests: subscriber';

/** Sees every contract request and hands them to subscribers («Reasignar»). */
export const SUBSCRIBER_SUPERVISOR = 'contract_requests: subscriber_supervisor';

/** Operations: reviews the inspections' photos and the ART no-objection letters. */
export const OPERATOR = 'contract_requests: operator';
