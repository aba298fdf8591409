/** The parts of an ICE candidate line (RFC 8839) a person looks for. */
export interface SdpCandidate {
  foundation: string;
  component: string;
  transport: string;
  priority: string;
  address: string;
  port: string;
  type: string;
  relatedAddress?: string;
  relatedPort?: string;
}

/** Reads `candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> …`. */
export function parseSdpCandidate(line: string): SdpCandidate | null {
  const match = /^(?:a=)?candidate:(\S+) (\d+) (\S+) (\d+) (\S+) (\d+) typ (\S+)(.*)$/i.exec(line.trim());
  if (!match) return null;
  const [, foundation, component, transport, priority, address, port, type, rest] =
    match as unknown as string[];
  const extra = (name: string) => new RegExp(`\\b${name} (\\S+)`).exec(rest ?? '')?.[1];
  return {
    foundation: foundation!,
    component: component!,
    transport: transport!.toUpperCase(),
    priority: priority!,
    address: address!,
    port: port!,
    type: type!,
    relatedAddress: extra('raddr'),
    relatedPort: extra('rport'),
  };
}

/** The candidate line held by an entry's decoded data, if any. */
export function candidateOf(dataJson: unknown): string | null {
  if (typeof dataJson === 'object' && dataJson !== null && 'candidate' in dataJson) {
    const { candidate } = dataJson;
    return typeof candidate === 'string' ? candidate : null;
  }
  return null;
}
