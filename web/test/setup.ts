import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these and react-router 7 reads them when it loads.
Object.assign(globalThis, { TextDecoder, TextEncoder });

// findBy/waitFor wait up to 10 s: the suite runs two files at a time on two cores, beside API
// servers and Chromium, and some pages wait out a real 500 ms search debounce before their
// request. A wait ends as soon as what it waits for is there, so a longer bound costs a passing
// test nothing.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has <dialog> without showModal() and close(). This stands in for the part the app relies
// on: the open attribute, focus on the first control, Escape as a cancelable `cancel` event that
// closes unless prevented, and the `close` event. The inert page and the backdrop are not modelled.
if (!HTMLDialogElement.prototype.showModal) {
  const onEscape = (event: KeyboardEvent) => {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (event.key !== 'Escape') return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', onEscape);
    this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.removeEventListener('keydown', onEscape);
    this.dispatchEvent(new Event('close'));
  };
}
