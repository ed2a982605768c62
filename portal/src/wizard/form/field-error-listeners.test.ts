import { createFormControl } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { FormValues } from './field-adapter.ts';
import { createFieldErrorListeners } from './field-error-listeners.ts';

const required = (value: unknown) => (value ? true : 'Campo requerido');

function setUp() {
  const form = createFormControl<FormValues>({
    mode: 'all',
    defaultValues: { campo1: '', campo10: '', telefono: { numero: '' } },
  });
  const listeners = createFieldErrorListeners(form);
  const fields = {
    campo1: form.register('campo1', { validate: required }),
    campo10: form.register('campo10', { validate: required }),
    numero: form.register('telefono.numero', { validate: required }),
  };
  const type = (field: keyof typeof fields, value: string) =>
    fields[field].onChange({ target: { name: fields[field].name, value }, type: 'change' });
  return { form, listeners, type };
}

describe('field error listeners', () => {
  it('hands a field only its own error signals, not those of a field whose name it starts', async () => {
    const { listeners, type } = setUp();
    const disconnect = listeners.connect();
    const first = vi.fn();
    const tenth = vi.fn();
    listeners.listen('campo1', first);
    listeners.listen('campo10', tenth);

    await type('campo10', 'x');
    await type('campo10', '');
    expect(tenth).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
    disconnect();
  });

  it('hands a group its parts’ signals and every field the whole-form check', async () => {
    const { form, listeners, type } = setUp();
    const disconnect = listeners.connect();
    const group = vi.fn();
    const first = vi.fn();
    listeners.listen('telefono', group);
    listeners.listen('campo1', first);

    await type('numero', '9');
    await type('numero', '');
    expect(group).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();

    await form.trigger();
    expect(first).toHaveBeenCalled();
    expect(form.getFieldState('campo1').error?.message).toBe('Campo requerido');
    disconnect();
  });

  it('stops calling a listener once it unsubscribes, and everyone once disconnected', async () => {
    const { listeners, type } = setUp();
    const disconnect = listeners.connect();
    const gone = vi.fn();
    const stays = vi.fn();
    const unsubscribe = listeners.listen('campo1', gone);
    listeners.listen('campo1', stays);
    unsubscribe();

    await type('campo1', '');
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);

    disconnect();
    await type('campo1', 'a');
    expect(stays).toHaveBeenCalledTimes(1);
  });
});
