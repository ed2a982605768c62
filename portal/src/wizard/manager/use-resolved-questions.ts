// The sub-form's selects whose list does not depend on other answers (the bank list) are loaded
// once by the step: the cards can name the bank, and SEC can go first (wizard-spec 5).
import type { wizardConfig } from '@inversiones/contract';
import { useEffect, useMemo, useState } from 'react';
import type { WizardContext } from '../api/wizard-api.ts';
import { fetchList } from '../form/use-service-options.ts';
import {
  optionsFromResponse,
  placeholdersOf,
  resolveServiceUrl,
  type LoadedOption,
} from '../form/service-url.ts';
import type { OptionTexts } from './bank-account-item.ts';
import { orderBanks } from './bank-order.ts';

type Question = wizardConfig.Question;

/** The question that lists banks (its options follow the SEC-first rule). */
const BANK_KEY = 'Banco';

const loadable = (question: Question) =>
  question.key !== undefined &&
  question.service !== undefined &&
  placeholdersOf(question.service.url).length === 0;

export interface ResolvedQuestions {
  questions: Question[];
  /** The text of an option key of a field (undefined when unknown). */
  textOf: OptionTexts;
  /** Every list has answered (or failed): the sub-form can open with its options in order. */
  ready: boolean;
}

export function useResolvedQuestions(
  questions: readonly Question[],
  context: WizardContext,
  load: typeof fetchList = fetchList,
): ResolvedQuestions {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, LoadedOption[]>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<string>>(
    () => new Set(questions.filter(loadable).map((q) => q.key!)),
  );

  useEffect(() => {
    const controller = new AbortController();
    const settle = (key: string) =>
      setPending((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    for (const question of questions.filter(loadable)) {
      const resolved = resolveServiceUrl(question.service!, () => undefined);
      if (resolved.status !== 'ready') {
        settle(question.key!);
        continue;
      }
      load(resolved.path, controller.signal).then(
        (body) => {
          const options = optionsFromResponse(body, question.service!);
          setLoaded((map) => new Map(map).set(question.key!, options));
          settle(question.key!);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // wizard-spec 8: a failed list is only logged; the form's select tries on its own.
          console.error(`Error al obtener el listado de ${resolved.path}`, error);
          settle(question.key!);
        },
      );
    }
    return () => controller.abort();
  }, [questions, load]);

  return useMemo(() => {
    const resolved = questions.map((question) => {
      const options = question.key ? loaded.get(question.key) : undefined;
      if (options) {
        const ordered = question.key === BANK_KEY ? orderBanks(options, context) : options;
        const { service: _service, ...rest } = question;
        return { ...rest, options: ordered.map(({ key, value }) => ({ key, value })) };
      }
      if (question.key === BANK_KEY && question.options) {
        return { ...question, options: orderBanks(question.options, context) };
      }
      return question;
    });
    const texts = new Map<string, Map<string, string>>();
    for (const question of resolved) {
      if (!question.key || !question.options) continue;
      texts.set(
        question.key,
        new Map(question.options.map((o) => [String(o.key), String(o.value ?? o.key)])),
      );
    }
    const textOf: OptionTexts = (field, key) =>
      key === undefined || key === null ? undefined : texts.get(field)?.get(String(key));
    return { questions: resolved, textOf, ready: pending.size === 0 };
  }, [questions, loaded, context, pending]);
}
