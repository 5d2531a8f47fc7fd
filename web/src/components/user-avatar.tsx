import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";
import { fullName, initials, type PersonName } from "./user-display";

export interface UserAvatarProps {
  user: PersonName & { profileImageUrl?: string | null };
  className?: string;
}

/** The profile photo; when it is missing or fails to load, initials; without a name, 'U'. */
export function UserAvatar({ user, className }: UserAvatarProps) {
  return (
    <Avatar className={cn(className)}>
      {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt={fullName(user)} /> : null}
      <AvatarFallback aria-hidden="true">{initials(user)}</AvatarFallback>
    </Avatar>
  );
}
