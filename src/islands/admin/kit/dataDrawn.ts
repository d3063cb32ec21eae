/** The mark a tool sets once its first data is on screen: the admin benchmark times navigation to it. */
export const dataDrawnMark = 'admin-data-drawn';

/** Sets the mark the first time any of the page's tools has drawn its data; later draws keep the first. */
export function markDataDrawn(): void {
  if (performance.getEntriesByName(dataDrawnMark, 'mark').length === 0) performance.mark(dataDrawnMark);
}
