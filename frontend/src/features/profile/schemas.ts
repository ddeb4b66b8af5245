import { PersonName, Profile } from '@academy/shared';
import * as z from 'zod';

/** The profile form: the API's name and profile fields, flat (spec part 2, Profile: validation not shown). */
export const ProfileForm = z.object({
  name: PersonName,
  bio: Profile.shape.bio.unwrap(),
  phone: Profile.shape.phone.unwrap(),
  dateOfBirth: Profile.shape.dateOfBirth.unwrap(),
  education: Profile.shape.education.unwrap(),
  experience: Profile.shape.experience.unwrap(),
});
export type ProfileFormValues = z.input<typeof ProfileForm>;
