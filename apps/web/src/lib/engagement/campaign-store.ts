// The campaign modal's state (spec document 1 section 4): when a website-purchase in-app message
// with a campaignType arrives, its extras are set, the modal is closed and claimed is false. The
// message's button opens the modal; following its link to the campaign form claims it.
import { create } from 'zustand';

export interface CampaignMessage {
  id: string;
  header: string;
  message: string;
}

export interface CampaignState {
  extras: { campaignType: string } | null;
  /** The message that brought it, kept for the modal once the message itself is dismissed. */
  message: CampaignMessage | null;
  open: boolean;
  claimed: boolean;
  arrived(message: CampaignMessage, extras: { campaignType: string }): void;
  show(): void;
  claim(): void;
  close(): void;
}

export const useCampaignStore = create<CampaignState>()((set) => ({
  extras: null,
  message: null,
  open: false,
  claimed: false,
  arrived: (message, extras) => set({ message, extras, open: false, claimed: false }),
  show: () => set((s) => (s.extras ? { open: true } : s)),
  claim: () => set({ claimed: true, open: false }),
  close: () => set({ open: false }),
}));

/** The campaign type whose message opens the spin-to-win wheel instead of a campaign form (decision 197). */
export const SPIN_TO_WIN_CAMPAIGN_TYPE = 'spin-to-win';

/** Where a campaign type leads: the wheel for spin-to-win, else the campaign form (route /c/{slug?}). */
export const campaignPath = (campaignType: string) =>
  campaignType === SPIN_TO_WIN_CAMPAIGN_TYPE ? '/spin-to-win' : `/c/${encodeURIComponent(campaignType)}`;

/** The campaign modal's button: spin for the wheel, claim for a form. */
export const campaignAction = (campaignType: string) =>
  campaignType === SPIN_TO_WIN_CAMPAIGN_TYPE ? 'Spin the wheel' : 'Claim your offer';
