/** The region a page's announcements are read from: present from the first draw, so a change in it is heard. */
export function LiveAnnouncement({ text }: { text: string }) {
  return (
    <p className="sr-only-text" role="status">
      {text}
    </p>
  );
}
