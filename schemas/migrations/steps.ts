import type { TemplateStep } from './template-step.ts'

/**
 * The upgrades of stored templates, oldest first: step `version: n` turns a version n - 1 config
 * into version n. Version 1 is the format every template had when versions began (the database
 * migration 2026_11_25_0300 stamped them with it). When a widget schema changes in a way stored
 * templates would fail, add a step here with the next number (see eachWidget) and the new format
 * is what every template reads as from then on: the server upgrades each one as it is read, and
 * stores the upgrade at its next save or publish.
 */
export const TEMPLATE_STEPS: readonly TemplateStep[] = []
