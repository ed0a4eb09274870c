/* SPDX-License-Identifier: MIT */
/*
 * Game methods: crowning during a capture (checkers_game_set_crowning), a
 * setting of Turkish games. A new rule changes the moves of a position, so
 * the lists made before write their texts first, and once moves have been
 * played under another rule the history is read from the library's records
 * (a replay under the new rule may refuse them).
 */
#include "game.h"

PyObject *game_get_crowning(GameObject *self, PyObject *unused)
{
    checkers_game *g = game_get(self);
    (void)unused;
    return g == NULL ? NULL : PyLong_FromLong(checkers_game_crowning(g));
}

PyObject *game_history_crowning(GameObject *self, PyObject *arg)
{
    const checkers_game *g = game_get(self);
    int32_t ply, rc;
    if (g == NULL || core_int32_arg(arg, "ply", &ply) < 0)
        return NULL;
    rc = checkers_game_history_crowning(g, ply);
    return rc < 0 ? core_raise(rc, NULL, NULL, NULL, -1) : PyLong_FromLong(rc);
}

PyObject *game_set_crowning(GameObject *self, PyObject *arg)
{
    checkers_game *g = game_for_change(self);
    int32_t rule, rc;
    if (g == NULL || core_int32_arg(arg, "crowning", &rule) < 0)
        return NULL;
    if (rule == checkers_game_crowning(g))
        Py_RETURN_NONE;
    if (game_prepare_all(self) < 0)
        return NULL;
    rc = checkers_game_set_crowning(g, rule);
    if (rc != 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
    if (checkers_game_ply_count(g) > 0)
        self->records = 1;
    self->serial++;
    Py_RETURN_NONE;
}
