/**
 * The states and union territories of the checkout's place of supply, by GST state code, in the page's language
 * (their English names are gstStates' in shared/src/features/payments/gst.ts).
 */

import type { GstStateCodeValue } from '@academy/shared/features/payments/gst';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const stateNames: Record<GstStateCodeValue, MessageDescriptor> = {
  '01': msg({ message: 'Jammu and Kashmir', context: 'Indian state' }),
  '02': msg({ message: 'Himachal Pradesh', context: 'Indian state' }),
  '03': msg({ message: 'Punjab', context: 'Indian state' }),
  '04': msg({ message: 'Chandigarh', context: 'Indian state' }),
  '05': msg({ message: 'Uttarakhand', context: 'Indian state' }),
  '06': msg({ message: 'Haryana', context: 'Indian state' }),
  '07': msg({ message: 'Delhi', context: 'Indian state' }),
  '08': msg({ message: 'Rajasthan', context: 'Indian state' }),
  '09': msg({ message: 'Uttar Pradesh', context: 'Indian state' }),
  '10': msg({ message: 'Bihar', context: 'Indian state' }),
  '11': msg({ message: 'Sikkim', context: 'Indian state' }),
  '12': msg({ message: 'Arunachal Pradesh', context: 'Indian state' }),
  '13': msg({ message: 'Nagaland', context: 'Indian state' }),
  '14': msg({ message: 'Manipur', context: 'Indian state' }),
  '15': msg({ message: 'Mizoram', context: 'Indian state' }),
  '16': msg({ message: 'Tripura', context: 'Indian state' }),
  '17': msg({ message: 'Meghalaya', context: 'Indian state' }),
  '18': msg({ message: 'Assam', context: 'Indian state' }),
  '19': msg({ message: 'West Bengal', context: 'Indian state' }),
  '20': msg({ message: 'Jharkhand', context: 'Indian state' }),
  '21': msg({ message: 'Odisha', context: 'Indian state' }),
  '22': msg({ message: 'Chhattisgarh', context: 'Indian state' }),
  '23': msg({ message: 'Madhya Pradesh', context: 'Indian state' }),
  '24': msg({ message: 'Gujarat', context: 'Indian state' }),
  '26': msg({ message: 'Dadra and Nagar Haveli and Daman and Diu', context: 'Indian state' }),
  '27': msg({ message: 'Maharashtra', context: 'Indian state' }),
  '29': msg({ message: 'Karnataka', context: 'Indian state' }),
  '30': msg({ message: 'Goa', context: 'Indian state' }),
  '31': msg({ message: 'Lakshadweep', context: 'Indian state' }),
  '32': msg({ message: 'Kerala', context: 'Indian state' }),
  '33': msg({ message: 'Tamil Nadu', context: 'Indian state' }),
  '34': msg({ message: 'Puducherry', context: 'Indian state' }),
  '35': msg({ message: 'Andaman and Nicobar Islands', context: 'Indian state' }),
  '36': msg({ message: 'Telangana', context: 'Indian state' }),
  '37': msg({ message: 'Andhra Pradesh', context: 'Indian state' }),
  '38': msg({ message: 'Ladakh', context: 'Indian state' }),
};
