import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Renders a lazily loaded component only once it is first needed (a menu's first opening), so that
 * the menus, popovers and modals behind header buttons stay out of the first page load.
 */
export function OnDemand<P extends object>({
  when,
  component: Component,
  props,
}: {
  when: boolean;
  component: LazyExoticComponent<ComponentType<P>>;
  props: P;
}) {
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}
