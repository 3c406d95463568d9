/** Spec 2 §2.11: the loading skeleton, shaped like the profile card. */
export function ProfileSkeleton() {
  return (
    <div className="pe-page pe-profile" aria-busy="true" aria-label="Loading profile">
      <div className="pe-profile__card pe-profile__card--skeleton">
        <div className="pe-skeleton pe-skeleton--avatar" />
        <div className="pe-skeleton pe-skeleton--title" />
        <div className="pe-skeleton pe-skeleton--line" />
        <div className="pe-skeleton pe-skeleton--line pe-skeleton--short" />
        <div className="pe-skeleton pe-skeleton--block" />
      </div>
    </div>
  );
}
