/* SPDX-License-Identifier: MIT */
/* Game methods: crowning during a capture (checkers_game_set_crowning), a
 * setting of Turkish games. */
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
    rc = checkers_game_set_crowning(g, rule);
    if (rc != 0)
        return core_raise(rc, NULL, NULL, NULL, -1);
    Py_RETURN_NONE;
}
