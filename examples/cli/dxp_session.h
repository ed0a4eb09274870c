/* SPDX-License-Identifier: MIT */
/*
 * dxp_session.h - DXP's layer 1 for programs: a TCP connection to a DXP peer
 * (connecting, or listening and accepting one), over which messages go as
 * text ended by a NUL byte, sent and received with timeouts. POSIX sockets
 * only. The messages themselves are the library's (checkers_dxp_*).
 *
 * A session is used by one thread at a time. Every call returns 0 or a
 * positive count on success, a negative DXP_SESSION_* code on failure, and
 * on failure writes why into the session's `error` (or the caller's buffer
 * for the calls that make one).
 */
#ifndef CHECKERS_DXP_SESSION_H
#define CHECKERS_DXP_SESSION_H

#include <stddef.h>
#include <stdint.h>

#include "checkers.h"

/* Failures. */
#define DXP_SESSION_ERROR (-1)     /* a socket call failed, or no such host (see error) */
#define DXP_SESSION_TIMEOUT (-2)   /* nothing came (or could be sent) in time */
#define DXP_SESSION_CLOSED (-3)    /* the peer closed the connection */
#define DXP_SESSION_TOO_LONG (-4)  /* more than CHECKERS_DXP_TEXT_MAX bytes without a NUL */
#define DXP_SESSION_MALFORMED (-5) /* a message that checkers_dxp_parse refuses */

#define DXP_SESSION_HOST_MAX 256
#define DXP_SESSION_ERROR_MAX 256

/* One connection. `fd` is -1 when closed; the buffer holds what came after the last message. */
typedef struct dxp_session {
    int fd;
    size_t have;
    char buffer[4096];
    char error[DXP_SESSION_ERROR_MAX];
} dxp_session;

/* A listening socket, and the port it is bound to (the one chosen when 0 was asked). */
typedef struct dxp_listener {
    int fd;
    int port;
    char error[DXP_SESSION_ERROR_MAX];
} dxp_listener;

/*
 * Reads "[HOST:]PORT" (HOST a name, an IPv4 address or a bracketed IPv6 one;
 * PORT 0 to 65535) into host (default_host when none is given) and *port.
 * Returns 0, or DXP_SESSION_ERROR for text of another form.
 */
int dxp_session_address(const char *text, const char *default_host, char *host,
                        size_t host_capacity, int *port);

/*
 * Connects to host:port, giving up after timeout_ms (<= 0: the system's
 * timeout). Returns 0 with *session open, or a failure (session->fd is -1).
 */
int dxp_session_connect(dxp_session *session, const char *host, int port, int32_t timeout_ms);

/*
 * Listens on host:port (port 0: a free port the system chooses, stored in
 * listener->port). Returns 0, or DXP_SESSION_ERROR.
 */
int dxp_listener_open(dxp_listener *listener, const char *host, int port);

/*
 * Waits up to timeout_ms (< 0: for ever) for a peer, whose connection is
 * *session. Returns 0, DXP_SESSION_TIMEOUT or DXP_SESSION_ERROR (in
 * listener->error).
 */
int dxp_listener_accept(dxp_listener *listener, dxp_session *session, int32_t timeout_ms);

/* Closes the listening socket (a closed one: nothing). */
void dxp_listener_close(dxp_listener *listener);

/* Sends text (at most CHECKERS_DXP_TEXT_MAX bytes, no NUL in it) and the NUL that ends it. */
int dxp_session_send(dxp_session *session, const char *text, int32_t timeout_ms);

/* Writes the message (checkers_dxp_write) and sends it. */
int dxp_session_send_message(dxp_session *session, const checkers_dxp_message *message,
                             int32_t timeout_ms);

/*
 * Receives the next message's text (without its NUL) into text, which holds
 * CHECKERS_DXP_TEXT_MAX + 1 bytes, waiting up to timeout_ms (< 0: for
 * ever). Returns its length, or DXP_SESSION_TIMEOUT (what came of it so far
 * is kept for the next call), DXP_SESSION_CLOSED, DXP_SESSION_TOO_LONG, or
 * DXP_SESSION_ERROR.
 */
int dxp_session_receive(dxp_session *session, char *text, int32_t timeout_ms);

/*
 * Receives the next message and reads it into *message. The text is stored
 * in `text` (CHECKERS_DXP_TEXT_MAX + 1 bytes, may be NULL), so that a
 * malformed one can be quoted. Returns 0, DXP_SESSION_MALFORMED, or a
 * failure of dxp_session_receive.
 */
int dxp_session_receive_message(dxp_session *session, checkers_dxp_message *message, char *text,
                                int32_t timeout_ms);

/* Closes the connection (a closed one: nothing). */
void dxp_session_close(dxp_session *session);

/* A static description of a DXP_SESSION_* code. */
const char *dxp_session_strerror(int code);

#endif /* CHECKERS_DXP_SESSION_H */
