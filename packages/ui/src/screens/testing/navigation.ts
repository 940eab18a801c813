// Stories only: every navigation item (all permissions granted), as the shell's stories list them.
import { NAVIGATION_ENTRIES } from '@beautydesk/domain/rules/navigation';

export const allNavigationItems = NAVIGATION_ENTRIES.map(({ path, label }) => ({ path, label }));
