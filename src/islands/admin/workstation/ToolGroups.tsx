import { adminNavigation } from '../../../lib/shell/navigation.ts';

/** Every admin tool, grouped as in the sidebar (both read the route table); the readers' folded pages are not tools. */
export function ToolGroups() {
  return (
    <div className="workstation-groups">
      {adminNavigation()
        .filter((group) => !group.folded)
        .map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h3>{group.title}</h3>
            <ul>
              {group.sections
                .flatMap((section) => section.links)
                .map((link) => (
                  <li key={link.path}>
                    <a href={link.path}>{link.label}</a>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
    </div>
  );
}
