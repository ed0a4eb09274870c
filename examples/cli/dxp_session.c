/* SPDX-License-Identifier: MIT */
/*
 * dxp_session.c - DXP's layer 1 over POSIX sockets: connecting, listening,
 * and messages framed by a NUL byte, with timeouts (poll). See dxp_session.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "dxp_session.h"

#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0 /* where it is missing the program ignores SIGPIPE itself */
#endif

static int64_t now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* The time left before `deadline` for poll: -1 for ever, else 0 or more. */
static int left(int64_t deadline)
{
    int64_t n;
    if (deadline < 0)
        return -1;
    n = deadline - now_ms();
    return n < 0 ? 0 : n > 1000000000 ? 1000000000 : (int)n;
}

static int64_t deadline_of(int32_t timeout_ms)
{
    return timeout_ms < 0 ? -1 : now_ms() + timeout_ms;
}

static int fail(char *error, int code, const char *what, const char *detail)
{
    snprintf(error, DXP_SESSION_ERROR_MAX, "%s%s%s", what, detail ? ": " : "",
             detail ? detail : "");
    return code;
}

int dxp_session_address(const char *text, const char *default_host, char *host,
                        size_t host_capacity, int *port)
{
    const char *colon, *digits;
    size_t n;
    long value = 0;

    if (text == NULL || *text == '\0')
        return DXP_SESSION_ERROR;
    if (text[0] == '[') { /* [::1]:27531 */
        const char *close = strchr(text, ']');
        if (close == NULL || close[1] != ':')
            return DXP_SESSION_ERROR;
        n = (size_t)(close - text - 1);
        if (n == 0 || n >= host_capacity)
            return DXP_SESSION_ERROR;
        memcpy(host, text + 1, n);
        host[n] = '\0';
        digits = close + 2;
    } else if ((colon = strrchr(text, ':')) != NULL) {
        n = (size_t)(colon - text);
        if (n == 0 || n >= host_capacity || memchr(text, ':', n) != NULL)
            return DXP_SESSION_ERROR;
        memcpy(host, text, n);
        host[n] = '\0';
        digits = colon + 1;
    } else {
        if (strlen(default_host) >= host_capacity)
            return DXP_SESSION_ERROR;
        strcpy(host, default_host);
        digits = text;
    }
    if (*digits == '\0' || strlen(digits) > 5)
        return DXP_SESSION_ERROR;
    for (const char *c = digits; *c; c++) {
        if (*c < '0' || *c > '9')
            return DXP_SESSION_ERROR;
        value = value * 10 + (*c - '0');
    }
    if (value > 65535)
        return DXP_SESSION_ERROR;
    *port = (int)value;
    return 0;
}

static void reset(dxp_session *s)
{
    s->fd = -1;
    s->have = 0;
    s->error[0] = '\0';
}

int dxp_session_connect(dxp_session *session, const char *host, int port, int32_t timeout_ms)
{
    struct addrinfo hints, *list = NULL;
    char service[8];
    int rc, status = DXP_SESSION_ERROR;
    int64_t deadline = deadline_of(timeout_ms > 0 ? timeout_ms : -1);

    reset(session);
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    snprintf(service, sizeof service, "%d", port);
    rc = getaddrinfo(host, service, &hints, &list);
    if (rc != 0)
        return fail(session->error, DXP_SESSION_ERROR, host, gai_strerror(rc));
    fail(session->error, DXP_SESSION_ERROR, "no address", host);
    for (struct addrinfo *a = list; a != NULL && session->fd < 0; a = a->ai_next) {
        int fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        int flags;
        if (fd < 0) {
            fail(session->error, DXP_SESSION_ERROR, "socket", strerror(errno));
            continue;
        }
        /* Non-blocking while connecting, so that the timeout holds. */
        flags = fcntl(fd, F_GETFL, 0);
        fcntl(fd, F_SETFL, flags | O_NONBLOCK);
        if (connect(fd, a->ai_addr, a->ai_addrlen) != 0) {
            struct pollfd p = {fd, POLLOUT, 0};
            int error = errno;
            socklen_t length = sizeof error;
            if (error != EINPROGRESS) {
                fail(session->error, DXP_SESSION_ERROR, "connect", strerror(error));
                close(fd);
                continue;
            }
            do
                rc = poll(&p, 1, left(deadline));
            while (rc < 0 && errno == EINTR);
            if (rc == 0) {
                close(fd);
                status = fail(session->error, DXP_SESSION_TIMEOUT, "connect", "timed out");
                break;
            }
            error = 0;
            if (rc < 0 || getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) != 0 || error) {
                fail(session->error, DXP_SESSION_ERROR, "connect", strerror(error ? error : errno));
                close(fd);
                continue;
            }
        }
        fcntl(fd, F_SETFL, flags);
        session->fd = fd;
        session->error[0] = '\0';
        status = 0;
    }
    freeaddrinfo(list);
    return status;
}

int dxp_listener_open(dxp_listener *listener, const char *host, int port)
{
    struct addrinfo hints, *list = NULL;
    char service[8];
    int rc;

    listener->fd = -1;
    listener->port = 0;
    listener->error[0] = '\0';
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    snprintf(service, sizeof service, "%d", port);
    rc = getaddrinfo(host, service, &hints, &list);
    if (rc != 0)
        return fail(listener->error, DXP_SESSION_ERROR, host, gai_strerror(rc));
    fail(listener->error, DXP_SESSION_ERROR, "no address", host);
    for (struct addrinfo *a = list; a != NULL && listener->fd < 0; a = a->ai_next) {
        int fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol), yes = 1;
        struct sockaddr_storage bound;
        socklen_t length = sizeof bound;
        if (fd < 0) {
            fail(listener->error, DXP_SESSION_ERROR, "socket", strerror(errno));
            continue;
        }
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        if (bind(fd, a->ai_addr, a->ai_addrlen) != 0 || listen(fd, 4) != 0 ||
            getsockname(fd, (struct sockaddr *)&bound, &length) != 0) {
            fail(listener->error, DXP_SESSION_ERROR, "listen", strerror(errno));
            close(fd);
            continue;
        }
        if (bound.ss_family == AF_INET)
            listener->port = ntohs(((struct sockaddr_in *)&bound)->sin_port);
        else if (bound.ss_family == AF_INET6)
            listener->port = ntohs(((struct sockaddr_in6 *)&bound)->sin6_port);
        listener->fd = fd;
        listener->error[0] = '\0';
    }
    freeaddrinfo(list);
    return listener->fd >= 0 ? 0 : DXP_SESSION_ERROR;
}

int dxp_listener_accept(dxp_listener *listener, dxp_session *session, int32_t timeout_ms)
{
    struct pollfd p = {listener->fd, POLLIN, 0};
    int rc, fd;

    reset(session);
    do
        rc = poll(&p, 1, timeout_ms < 0 ? -1 : timeout_ms);
    while (rc < 0 && errno == EINTR);
    if (rc == 0)
        return fail(listener->error, DXP_SESSION_TIMEOUT, "accept", "no peer came in time");
    if (rc < 0)
        return fail(listener->error, DXP_SESSION_ERROR, "poll", strerror(errno));
    fd = accept(listener->fd, NULL, NULL);
    if (fd < 0)
        return fail(listener->error, DXP_SESSION_ERROR, "accept", strerror(errno));
    session->fd = fd;
    return 0;
}

void dxp_listener_close(dxp_listener *listener)
{
    if (listener->fd >= 0)
        close(listener->fd);
    listener->fd = -1;
}

int dxp_session_send(dxp_session *session, const char *text, int32_t timeout_ms)
{
    size_t n = strlen(text) + 1, sent = 0; /* the NUL too: it ends the message */
    int64_t deadline = deadline_of(timeout_ms);

    if (session->fd < 0)
        return fail(session->error, DXP_SESSION_CLOSED, "send", "the connection is closed");
    if (n - 1 > CHECKERS_DXP_TEXT_MAX)
        return fail(session->error, DXP_SESSION_TOO_LONG, "send", "message too long");
    while (sent < n) {
        struct pollfd p = {session->fd, POLLOUT, 0};
        ssize_t w;
        int rc = poll(&p, 1, left(deadline));
        if (rc < 0 && errno == EINTR)
            continue;
        if (rc == 0)
            return fail(session->error, DXP_SESSION_TIMEOUT, "send", "timed out");
        if (rc < 0)
            return fail(session->error, DXP_SESSION_ERROR, "poll", strerror(errno));
        w = send(session->fd, text + sent, n - sent, MSG_NOSIGNAL);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0)
            return fail(session->error, errno == EPIPE ? DXP_SESSION_CLOSED : DXP_SESSION_ERROR,
                        "send", strerror(errno));
        sent += (size_t)w;
    }
    return 0;
}

int dxp_session_send_message(dxp_session *session, const checkers_dxp_message *message,
                             int32_t timeout_ms)
{
    char text[CHECKERS_DXP_TEXT_MAX + 1];
    int32_t n = checkers_dxp_write(message, text, sizeof text);
    if (n < 0 || n >= (int32_t)sizeof text)
        return fail(session->error, DXP_SESSION_ERROR, "send", checkers_strerror(n));
    return dxp_session_send(session, text, timeout_ms);
}

int dxp_session_receive(dxp_session *session, char *text, int32_t timeout_ms)
{
    int64_t deadline = deadline_of(timeout_ms);

    if (session->fd < 0)
        return fail(session->error, DXP_SESSION_CLOSED, "receive", "the connection is closed");
    for (;;) {
        char *nul = memchr(session->buffer, '\0', session->have);
        if (nul != NULL) {
            size_t n = (size_t)(nul - session->buffer);
            if (n > CHECKERS_DXP_TEXT_MAX)
                return fail(session->error, DXP_SESSION_TOO_LONG, "receive",
                            "a message longer than 127 characters");
            memcpy(text, session->buffer, n + 1);
            session->have -= n + 1;
            memmove(session->buffer, nul + 1, session->have);
            return (int)n;
        }
        if (session->have > CHECKERS_DXP_TEXT_MAX)
            return fail(session->error, DXP_SESSION_TOO_LONG, "receive",
                        "more than 127 characters without the NUL that ends a message");
        {
            struct pollfd p = {session->fd, POLLIN, 0};
            ssize_t r;
            int rc = poll(&p, 1, left(deadline));
            if (rc < 0 && errno == EINTR)
                continue;
            if (rc == 0)
                return fail(session->error, DXP_SESSION_TIMEOUT, "receive", "timed out");
            if (rc < 0)
                return fail(session->error, DXP_SESSION_ERROR, "poll", strerror(errno));
            r = recv(session->fd, session->buffer + session->have,
                     sizeof session->buffer - session->have, 0);
            if (r < 0 && errno == EINTR)
                continue;
            if (r < 0)
                return fail(session->error, DXP_SESSION_ERROR, "receive", strerror(errno));
            if (r == 0)
                return fail(session->error, DXP_SESSION_CLOSED, "receive",
                            "the peer closed the connection");
            session->have += (size_t)r;
        }
    }
}

int dxp_session_receive_message(dxp_session *session, checkers_dxp_message *message, char *text,
                                int32_t timeout_ms)
{
    char local[CHECKERS_DXP_TEXT_MAX + 1];
    int rc;
    if (text == NULL)
        text = local;
    rc = dxp_session_receive(session, text, timeout_ms);
    if (rc < 0)
        return rc;
    if (checkers_dxp_parse(text, message) != 0)
        return fail(session->error, DXP_SESSION_MALFORMED, "receive", "a malformed message");
    return 0;
}

void dxp_session_close(dxp_session *session)
{
    if (session->fd >= 0)
        close(session->fd);
    session->fd = -1;
    session->have = 0;
}

const char *dxp_session_strerror(int code)
{
    switch (code) {
    case 0:
        return "success";
    case DXP_SESSION_TIMEOUT:
        return "timed out";
    case DXP_SESSION_CLOSED:
        return "the connection was closed";
    case DXP_SESSION_TOO_LONG:
        return "a message longer than DXP allows";
    case DXP_SESSION_MALFORMED:
        return "a malformed DXP message";
    default:
        return "a socket error";
    }
}
