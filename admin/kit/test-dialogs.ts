/** jsdom has no modal dialogs: component tests open and close the Drawer's <dialog> by its attribute. */
export function allowModalDialogs(): void {
  const dialog = HTMLDialogElement.prototype
  dialog.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  dialog.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}
