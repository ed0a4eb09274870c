/* SPDX-License-Identifier: MIT */
/* Texts between Python and the library: str or bytes arguments, and the
 * texts the library writes snprintf style (CORE_WRITE). */
#include <string.h>

#include "core.h"

const char *core_text(PyObject *arg, PyObject **holder, const char *what)
{
    const char *text;
    Py_ssize_t length;

    *holder = NULL;
    if (PyUnicode_Check(arg)) {
        text = PyUnicode_AsUTF8AndSize(arg, &length);
    } else if (PyBytes_Check(arg)) {
        text = PyBytes_AS_STRING(arg);
        length = PyBytes_GET_SIZE(arg);
    } else {
        PyErr_Format(PyExc_TypeError, "%s must be str, not %.200s", what, Py_TYPE(arg)->tp_name);
        return NULL;
    }
    if (text != NULL && (size_t)length != strlen(text)) {
        PyErr_Format(PyExc_ValueError, "%s contains a NUL character", what);
        return NULL;
    }
    if (text != NULL) {
        Py_INCREF(arg);
        *holder = arg;
    }
    return text;
}

PyObject *core_written(int32_t length, const char *buf)
{
    return length < 0 ? core_error(length) : PyUnicode_DecodeUTF8(buf, length, "replace");
}
