// Clients the clients stories show: real-looking names, contacts of every kind, active and not.
import type { Client } from '@beautydesk/domain/schemas/clients';

const base: Omit<Client, 'id' | 'name' | 'contacts'> = {
  birthDate: null,
  notes: null,
  personalDiscounts: {},
  medicalInfo: {},
  totalVisits: 0,
  totalSpent: 0,
  lastVisit: null,
  ltv: 0,
  reliability: 100,
  cancelled: 0,
  rescheduled: 0,
  attended: 0,
  isActive: true,
  createdAt: '2026-01-10T09:15:00Z',
  updatedAt: '2026-03-02T17:40:00Z',
};

const names = [
  'Алина Смирнова',
  'Анастасия Кузнецова',
  'Анна Ковалёва',
  'Вероника Попова',
  'Дарья Васильева',
  'Екатерина Петрова',
  'Елена Соколова',
  'Ирина Михайлова',
  'Ксения Новикова',
  'Марина Фёдорова',
  'Мария Морозова',
  'Наталья Волкова',
  'Ольга Алексеева',
  'Полина Лебедева',
];

export function storyClient(n: number, overrides: Partial<Client> = {}): Client {
  const phone = `+375 29 ${String(1_000_000 + n * 7_919).slice(0, 3)}-${String(10 + n).slice(-2)}-${String(40 + n).slice(-2)}`;
  return {
    ...base,
    id: `7c1d2a90-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: names[n % names.length]!,
    contacts: [
      { type: 'call', value: phone, preferred: true, verified: true, notes: null },
      ...(n % 2 === 0
        ? [
            {
              type: 'telegram' as const,
              value: `@client_${n}`,
              preferred: false,
              verified: false,
              notes: null,
            },
          ]
        : []),
      ...(n % 3 === 0
        ? [
            {
              type: 'email' as const,
              value: `client${n}@example.com`,
              preferred: false,
              verified: false,
              notes: null,
            },
          ]
        : []),
    ],
    totalVisits: (n * 3) % 11,
    totalSpent: ((n * 3) % 11) * 120,
    ltv: ((n * 3) % 11) * 120,
    reliability: 100 - ((n * 7) % 30),
    attended: (n * 3) % 11,
    cancelled: n % 3,
    ...overrides,
  };
}

export const storyClients: Client[] = Array.from({ length: 12 }, (_, i) => storyClient(i + 1));

/** A client with everything filled in: the card's filled state. */
export const fullClient: Client = storyClient(4, {
  name: 'Анна Ковалёва',
  birthDate: '1990-05-14',
  notes: 'Чувствительная кожа, перед лазером — тест на участке.',
  lastVisit: '2026-03-01',
  totalVisits: 14,
  totalSpent: 1850,
  ltv: 1850,
  reliability: 87.5,
  attended: 14,
  cancelled: 2,
  rescheduled: 3,
  contacts: [
    { type: 'whatsapp', value: '+375291234567', preferred: true, verified: true, notes: null },
    { type: 'telegram', value: '@anna_kovaleva', preferred: false, verified: true, notes: null },
    { type: 'instagram', value: '@anna.laser', preferred: false, verified: false, notes: null },
    { type: 'viber', value: '+375291234567', preferred: false, verified: false, notes: null },
    { type: 'email', value: 'anna@example.com', preferred: false, verified: false, notes: null },
  ],
});
