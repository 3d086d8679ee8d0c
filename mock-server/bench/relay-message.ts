// First byte of a frame of the bench's plain relay that carries a message; any other frame is an
// acknowledgement or a receipt. Its own module: the relay's process module starts a server when
// loaded, so the bench must not import from it.
export const RELAY_MESSAGE = 0x01;
